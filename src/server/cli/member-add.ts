import { parseArgs } from "node:util";
import { emailSchema, passwordSchema, personNameSchema, roleSchema } from "@shared/schemas/common";
import type { Deps } from "../deps";
import { AppError } from "../lib/errors";
import { addMemberWithPassword, findOrganization } from "../lib/organizations";

/** `npx fundline member add --org <id|name> --email <e> --password <p> [--name <n>] [--role member]` */
export async function memberAdd(deps: Deps, args: string[]) {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      org: { type: "string" },
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      role: { type: "string" },
    },
  });
  if (positionals[0] !== "add" || !values.org)
    throw new AppError(
      "bad_request",
      "usage: member add --org <id|name> --email <email> --password <password> [--name <name>] [--role owner|admin|member|viewer]",
    );
  const org = await findOrganization(deps.db, values.org);
  if (!org) throw new AppError("not_found", `No organisation "${values.org}"`);
  const email = emailSchema.parse(values.email);
  const member = await addMemberWithPassword(deps.db, deps.auth, org.id, {
    email,
    password: passwordSchema.parse(values.password),
    name: personNameSchema.parse(values.name ?? email.split("@")[0]),
    role: roleSchema.parse(values.role ?? "member"),
  });
  return { id: member.id, organization: org.id, role: member.role };
}
