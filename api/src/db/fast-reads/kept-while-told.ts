/**
 * What an instance keeps in memory of rows the database tells it changes of (channelListener). It answers only while
 * those notifications reach it, so a change is always told before a kept copy could outlive it. A read that was under
 * way when a change was told may have seen the rows before the change: it is not kept (`generation` counts the changes
 * told).
 */
export abstract class KeptWhileTold {
  private listening = false;
  private generation = 0;

  /** Whether anything kept may answer now. */
  protected get isAnswering(): boolean {
    return this.listening;
  }

  /** The generation a read starts under, to hand back to `mayKeep`. */
  get currentGeneration(): number {
    return this.generation;
  }

  /** Drops everything kept. A subclass calls `changed()` first. */
  abstract forgetAll(): void;

  /** Changes are told from now on. */
  startAnswering(): void {
    this.forgetAll();
    this.listening = true;
  }

  /** Changes may go untold: nothing kept can be trusted, and nothing is kept until told again. */
  stopAnswering(): void {
    this.listening = false;
    this.forgetAll();
  }

  /** A change was told: no read under way may be kept. */
  protected changed(): void {
    this.generation += 1;
  }

  /** Whether what a read that started under `readUnder` found may be kept. */
  protected mayKeep(readUnder: number): boolean {
    return this.listening && readUnder === this.generation;
  }
}
