/** The memory monitor's limits and polling interval, and how a sample is taken. */
export const MONITOR_POLL_MS = 10_000;

const MB = 1024 * 1024;

export const MEMORY_LIMITS = {
  domNodes: 1000,
  heapBytes: 200 * MB,
  inlineHandlers: 100,
  storageBytes: 500 * 1024,
  /** Used heap as a share of the heap limit. */
  heapShare: 0.8,
} as const;

export type MemorySample = {
  domNodes: number;
  /** null where the browser does not expose performance.memory (all but Chromium). */
  heap: { used: number; limit: number } | null;
  inlineHandlers: number;
  storageBytes: number;
};

export type MemoryWarnings = {
  domNodes: boolean;
  heap: boolean;
  heapShare: boolean;
  inlineHandlers: boolean;
  storage: boolean;
};

/** Chromium's non-standard heap figures; typed here because the DOM library leaves them out. */
type ChromiumPerformance = Performance & {
  memory?: { usedJSHeapSize: number; jsHeapSizeLimit: number };
};

/** Elements carrying an on* attribute: inline handlers that React never writes, so a leak sign. */
export function countInlineHandlers(root: ParentNode): number {
  let count = 0;
  for (const element of root.querySelectorAll("*")) {
    if (element.getAttributeNames().some((name) => name.toLowerCase().startsWith("on"))) count++;
  }
  return count;
}

/** UTF-16 keeps two bytes per character, so keys and values count double. */
export function storageSize(storage: Storage | undefined): number {
  if (!storage) return 0;
  let chars = 0;
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i) ?? "";
    chars += key.length + (storage.getItem(key) ?? "").length;
  }
  return chars * 2;
}

function localStorageOrNone(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

export function sampleMemory(): MemorySample {
  const memory = (performance as ChromiumPerformance).memory;
  return {
    domNodes: document.getElementsByTagName("*").length,
    heap: memory ? { used: memory.usedJSHeapSize, limit: memory.jsHeapSizeLimit } : null,
    inlineHandlers: countInlineHandlers(document),
    storageBytes: storageSize(localStorageOrNone()),
  };
}

export function memoryWarnings(sample: MemorySample): MemoryWarnings {
  const { heap } = sample;
  return {
    domNodes: sample.domNodes > MEMORY_LIMITS.domNodes,
    heap: heap !== null && heap.used > MEMORY_LIMITS.heapBytes,
    heapShare: heap !== null && heap.limit > 0 && heap.used / heap.limit > MEMORY_LIMITS.heapShare,
    inlineHandlers: sample.inlineHandlers > MEMORY_LIMITS.inlineHandlers,
    storage: sample.storageBytes > MEMORY_LIMITS.storageBytes,
  };
}

export const toMegabytes = (bytes: number) => bytes / MB;
