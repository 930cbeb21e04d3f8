/**
 * Long lists appear a slice at a time, one slice per task, so that no single task is long: a
 * phone answers a tap while a page fills, and Lighthouse's blocking time (tasks over 50 ms at a
 * 4× slower CPU) stays low. React cannot slice these renders itself: TanStack Query delivers data
 * through `useSyncExternalStore`, which React always renders in one blocking pass.
 *
 * Lists wait in the order they asked (top of the page first); each task draws as many items of
 * the first list as fit in `SLICE_MS`, learning from the list's slices so far how long one takes
 * (a ticket card costs more than a table row, and a phone more than a laptop).
 */

/** Draws up to `count` more items; says whether any are left to draw. */
export type RevealStep = (count: number) => boolean;

const SLICE_MS = 8;
const MAX_PER_SLICE = 100;
/** What a list's first slice assumes an item takes (ms): eight items, then it learns. */
const FIRST_GUESS_MS = 1;
type Waiting = { step: RevealStep; msPerItem: number };
const waiting: Waiting[] = [];
let posted = false;
let channel: MessageChannel | undefined;

function runSlice() {
  posted = false;
  const list = waiting[0];
  if (!list) return;
  const count = Math.max(1, Math.min(MAX_PER_SLICE, Math.floor(SLICE_MS / list.msPerItem)));
  const start = performance.now();
  const more = list.step(count);
  // Averaged with the past: one slow slice (a garbage collection) should not halve the next.
  list.msPerItem = (list.msPerItem + (performance.now() - start) / count) / 2;
  if (!more && waiting[0] === list) waiting.shift();
  if (waiting.length) post();
}

/** The next slice runs in a task of its own (a message: timers are throttled to 4 ms when nested). */
function post() {
  if (posted) return;
  posted = true;
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = runSlice;
  }
  channel.port2.postMessage(null);
}

/** Queues a list's drawing; the returned function takes it out (when the list goes away first). */
export function reveal(step: RevealStep): () => void {
  const list = { step, msPerItem: FIRST_GUESS_MS };
  waiting.push(list);
  post();
  return () => {
    const index = waiting.indexOf(list);
    if (index >= 0) waiting.splice(index, 1);
  };
}
