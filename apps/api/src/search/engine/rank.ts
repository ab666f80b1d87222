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

/**
 * The `limit` first documents in the order (key descending, then `before` among equal keys), unsorted:
 * what facets are counted over when there are more hits than the count limit.
 */
export function firstByKey(items: DocList, key: Float64Array, limit: number, before: Before): number[] {
  if (items.length <= limit) return [...items];
  // The keys are gathered once (scattered reads of a corpus-sized array): the selection reorders a copy,
  // the choice reads them again in the items' order.
  const keys = new Float64Array(items.length);
  for (let i = 0; i < items.length; i++) keys[i] = key[items[i]];
  const threshold = kthLargest(keys.slice(), limit);
  const chosen: number[] = [];
  const tied: number[] = [];
  for (let i = 0; i < items.length; i++) {
    if (keys[i] > threshold) chosen.push(items[i]);
    else if (keys[i] === threshold) tied.push(items[i]);
  }
  tied.sort((a, b) => (before(a, b) ? -1 : 1));
  for (let i = 0; chosen.length < limit && i < tied.length; i++) chosen.push(tied[i]);
  return chosen;
}
