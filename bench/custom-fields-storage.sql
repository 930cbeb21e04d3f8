drop table if exists mc, mv;
create table mc (id uuid primary key default gen_random_uuid(), org_id uuid not null, name text not null, created_at timestamptz default now(), cf jsonb not null default '{}');
-- 50k companies, 20 fields: 4 selects, 4 money, 4 dates, 4 text, 2 numbers, 1 checkbox, 1 multi
insert into mc (org_id, name, cf)
select '00000000-0000-0000-0000-000000000001', 'c'||g,
  (select jsonb_object_agg(k, v) from (
     select 'sel'||i as k, to_jsonb((array['Strong','Medium','Weak','None','Maybe'])[1+(g*7+i)%5]) as v from generate_series(1,4) i
     union all select 'money'||i, to_jsonb(((g*2654435761::bigint + i*97) % 50000000)) from generate_series(1,4) i
     union all select 'date'||i, to_jsonb(to_char(date '2020-01-01' + ((g*31+i) % 2000), 'YYYY-MM-DD')) from generate_series(1,4) i
     union all select 'text'||i, to_jsonb('some text value '||(g%1000)||' '||i) from generate_series(1,4) i
     union all select 'num'||i, to_jsonb((g*13+i)%1000) from generate_series(1,2) i
     union all select 'chk', to_jsonb(g%2=0)
     union all select 'multi', to_jsonb(array['A','B'])
  ) x)
from generate_series(1,50000) g;
create index mc_cf_gin on mc using gin (cf jsonb_path_ops);
create index mc_org on mc(org_id, created_at);
-- typed value table
create table mv (org_id uuid not null, entity_id uuid not null, field text not null, t text, n numeric, d date, primary key (entity_id, field));
insert into mv select org_id, id, e.key,
  case when jsonb_typeof(e.value)='string' then e.value#>>'{}' end,
  case when jsonb_typeof(e.value)='number' then (e.value#>>'{}')::numeric end,
  case when e.key like 'date%' then (e.value#>>'{}')::date end
from mc, jsonb_each(cf) e;
create index mv_t on mv(field, t, entity_id);
create index mv_n on mv(field, n, entity_id);
create index mv_d on mv(field, d, entity_id);
analyze mc; analyze mv;
-- The measured queries (save each as a file for pgbench -f):
-- jsonb, filter + sort:
--   select id, name, cf from mc where org_id = '00000000-0000-0000-0000-000000000001' and cf @> '{"sel1":"Strong"}'
--   order by coalesce(cf->'money1', 'null'::jsonb) desc, id desc limit 51;
-- with the sort index: create index mc_m1j on mc (org_id, (coalesce(cf->'money1', 'null'::jsonb)), id);
-- typed, driven from the sort index:
--   select c.id, c.name, c.cf from mv m join mc c on c.id = m.entity_id where m.field = 'money1'
--   and exists (select 1 from mv s where s.entity_id = m.entity_id and s.field = 'sel1' and s.t = 'Strong')
--   order by m.n desc, m.entity_id desc limit 51;
