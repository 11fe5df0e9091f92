/**
 * A set of user ids as a bitmap, one bit per id up to the largest: the students an export's
 * ledger recorded, which its file is read against a page at a time. 125 KB for ids up to a
 * million, and a lookup per meeting costs no query (a probe of the ledger's index per student
 * cost as much as reading the page). It grows as an export records its students page by page.
 */
export class StudentSet {
  private count = 0;
  private bits: Uint8Array;

  constructor(ids: readonly number[] = []) {
    let max = 0;
    for (const id of ids) if (id > max) max = id;
    this.bits = new Uint8Array((max >> 3) + 1);
    for (const id of ids) this.add(id);
  }

  get size(): number {
    return this.count;
  }

  has(id: number): boolean {
    return id >= 0 && id >> 3 < this.bits.length && (this.bits[id >> 3]! & (1 << (id & 7))) !== 0;
  }

  /** Adds the id (a negative one is ignored); whether it was new. */
  add(id: number): boolean {
    if (id < 0 || this.has(id)) return false;
    const byte = id >> 3;
    if (byte >= this.bits.length) {
      const grown = new Uint8Array(Math.max(byte + 1, this.bits.length * 2));
      grown.set(this.bits);
      this.bits = grown;
    }
    this.bits[byte]! |= 1 << (id & 7);
    this.count++;
    return true;
  }
}
