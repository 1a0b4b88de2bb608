/**
 * Float planes kept from one call to the next. On our VMs the first write to a fresh 7 MB typed
 * array (1536 × 1152 floats) costs about 4.5 ms of page faults: ten of them took 45 ms to fill
 * the first time and 6 ms the second. An analyzer that blurs several planes per image spends more
 * on that than on its arithmetic unless it keeps them.
 */
export class PlanePool {
  private readonly planes: Float32Array[] = [];
  private used = 0;

  /** Starts over: the planes handed out so far may be handed out again, so must not be used. */
  reset(): void {
    this.used = 0;
  }

  /** A plane of n values, with whatever an earlier user left in it. */
  take(n: number): Float32Array {
    let plane = this.planes[this.used];
    if (!plane || plane.length < n) plane = this.planes[this.used] = new Float32Array(n);
    this.used++;
    return plane.subarray(0, n);
  }
}
