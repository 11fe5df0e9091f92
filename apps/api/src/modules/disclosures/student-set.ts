/**
 * A set of user ids as a bitmap, one bit per id up to the largest: the students an export's
 * ledger recorded, which its file is read against a page at a time. 125 KB for ids up to a
 * million, and a lookup per meeting costs no query (a probe of the ledger's index per student
 * cost as much as reading the page).
 */
export class StudentSet {
  readonly size: number;
  private readonly bits: Uint8Array;

  constructor(ids: readonly number[]) {
    let max = 0;
    for (const id of ids) if (id > max) max = id;
    this.bits = new Uint8Array((max >> 3) + 1);
    for (const id of ids) this.bits[id >> 3]! |= 1 << (id & 7);
    this.size = ids.length;
  }

  has(id: number): boolean {
    return id >= 0 && id >> 3 < this.bits.length && (this.bits[id >> 3]! & (1 << (id & 7))) !== 0;
  }
}
