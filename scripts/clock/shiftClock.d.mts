export const CLOCK_OFFSET_VARIABLE: string;
export function shiftDate(offsetMs: number): () => void;
export function sharedClockOffset(instant: string): number;
