/** True when document a ranks before document b. */
export type Before = (a: number, b: number) => boolean;

/** Document numbers: a run's matches (a view of the scratch arrays) or a list built on the way. */
export type DocList = Int32Array | readonly number[];

/** The k first of `items` in the order `before`, sorted (a bounded heap: O(n log k)). */
export function firstK(items: DocList, k: number, before: Before): number[] {
  if (k <= 0) return [];
  // A heap whose root is the last of the k kept so far.
  const heap: number[] = [];
  const worse = (i: number, j: number) => before(heap[j], heap[i]);
  const siftUp = (at: number) => {
    let i = at;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!worse(i, parent)) break;
      [heap[i], heap[parent]] = [heap[parent], heap[i]];
      i = parent;
    }
  };
  const siftDown = () => {
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && worse(l, top)) top = l;
      if (r < heap.length && worse(r, top)) top = r;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top], heap[i]];
      i = top;
    }
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      siftUp(heap.length - 1);
    } else if (before(item, heap[0])) {
      heap[0] = item;
      siftDown();
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
}

/** The k-th largest value (1-based) of `values`, which it reorders (quickselect, three-way partition). */
function kthLargest(values: Float64Array, k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  const target = k - 1;
  for (;;) {
    if (lo >= hi) return values[lo];
    const pivot = median(values[lo], values[(lo + hi) >>> 1], values[hi]);
    // [lo, lt) > pivot, [lt, i) == pivot, (gt, hi] < pivot
    let lt = lo;
    let gt = hi;
    let i = lo;
    while (i <= gt) {
      const v = values[i];
      if (v > pivot) {
        values[i] = values[lt];
        values[lt++] = v;
        i++;
      } else if (v < pivot) {
        values[i] = values[gt];
        values[gt--] = v;
      } else i++;
    }
    if (target < lt) hi = lt - 1;
    else if (target > gt) lo = gt + 1;
    else return pivot;
  }
}

const median = (a: number, b: number, c: number) => Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));

/** Keys read evenly across the items to guess where the `limit`-th largest lies (thresholdOf). */
const SAMPLE_SIZE = 2048;
/**
 * How far below its share of the sample the guess is taken: a sample of 2,048 puts the `limit`-th largest a
 * few ranks either side of its share; this margin keeps the guess under it but for unusual orders of the
 * items, which then cost a full selection, never a wrong answer.
 */
const SAMPLE_MARGIN = 1.25;
const SAMPLE_SLACK = 16;

/**
 * The `limit`-th largest of `keys` (more than `limit` of them). A whole selection over a common word's
 * 200,000 keys costs more than scoring them; a sample guesses a value just under the answer, and the
 * selection runs over the keys at or above it alone (a little more than `limit`). When the guess is too
 * high (fewer than `limit` keys reach it) the selection runs over all of them: the answer is exact either
 * way (rank.test.ts).
 */
function thresholdOf(keys: Float64Array, limit: number): number {
  const n = keys.length;
  if (n > 4 * SAMPLE_SIZE) {
    const sample = new Float64Array(SAMPLE_SIZE);
    for (let i = 0; i < SAMPLE_SIZE; i++) sample[i] = keys[Math.floor((i * n) / SAMPLE_SIZE)];
    sample.sort();
    const rank = Math.ceil((limit / n) * SAMPLE_SIZE * SAMPLE_MARGIN) + SAMPLE_SLACK;
    if (rank < SAMPLE_SIZE) {
      const guess = sample[SAMPLE_SIZE - 1 - rank];
      let reaching = 0;
      for (let i = 0; i < n; i++) if (keys[i] >= guess) reaching++;
      if (reaching >= limit) {
        const candidates = new Float64Array(reaching);
        let at = 0;
        for (let i = 0; i < n; i++) if (keys[i] >= guess) candidates[at++] = keys[i];
        return kthLargest(candidates, limit);
      }
    }
  }
  return kthLargest(keys.slice(), limit);
}

/** The documents' date ranks as keys where larger is better (the earliest first), as thresholdOf reads them. */
function ranksAsKeys(docs: DocList, rank: Int32Array): Float64Array {
  const keys = new Float64Array(docs.length);
  for (let i = 0; i < docs.length; i++) keys[i] = -rank[docs[i]];
  return keys;
}

/**
 * The `limit` first documents in the order (key descending, then rank ascending among equal keys; `key`
 * null: rank alone), unordered: what facets are counted over when there are more hits than the count limit.
 * `rank` is the date order's (DateOrder.ranks), which breaks every tie of the relevance order (ordering).
 */
export function firstByKey(
  items: DocList,
  key: Float64Array | null,
  limit: number,
  rank: Int32Array,
): number[] {
  if (items.length <= limit) return [...items];
  // The keys are gathered once (scattered reads of a corpus-sized array): the selection reads them in the
  // items' order.
  let keys: Float64Array;
  if (key === null) keys = ranksAsKeys(items, rank);
  else {
    keys = new Float64Array(items.length);
    for (let i = 0; i < items.length; i++) keys[i] = key[items[i]];
  }
  const threshold = thresholdOf(keys, limit);
  const chosen: number[] = [];
  const tied: number[] = [];
  for (let i = 0; i < items.length; i++) {
    if (keys[i] > threshold) chosen.push(items[i]);
    else if (keys[i] === threshold) tied.push(items[i]);
  }
  const room = limit - chosen.length;
  if (tied.length <= room) {
    for (const d of tied) chosen.push(d);
    return chosen;
  }
  // A word found nearly everywhere scores alike in thousands of documents: the earliest in the date order
  // among them, by a selection on their ranks (all distinct), not a sort.
  const tiedKeys = ranksAsKeys(tied, rank);
  const last = thresholdOf(tiedKeys, room);
  for (let i = 0; i < tied.length; i++) if (tiedKeys[i] >= last) chosen.push(tied[i]);
  return chosen;
}
