// `node --import ./scripts/clock/preload.mjs`: starts a process on the test clock that the
// environment names (shiftClock.mjs), before any of its own modules read the time.
import { CLOCK_OFFSET_VARIABLE, shiftDate } from './shiftClock.mjs';

const offset = Number(process.env[CLOCK_OFFSET_VARIABLE] ?? '');
if (process.env[CLOCK_OFFSET_VARIABLE] && Number.isFinite(offset)) shiftDate(offset);
