import type { Response } from 'express';
import type { JournalEntry } from './journal.ts';

/**
 * What the middleware after the journal's (faults, stubs) tells it about a call, kept on `res.locals` until the call
 * is recorded, and the way to record a call that is never ended (journal/record-requests.ts sets it).
 */
type CallNotes = Pick<JournalEntry, 'fault' | 'stub'> & { record?: (unanswered: boolean) => void };

export const notesOf = (res: Response): CallNotes => (res.locals.journalNotes ??= {}) as CallNotes;

/** Marks the call with the fault rule that applied to it. */
export const noteFault = (res: Response, fault: NonNullable<JournalEntry['fault']>): void => {
  notesOf(res).fault = fault;
};

/** Marks the call with the stub rule that answered it. */
export const noteStub = (res: Response, stub: NonNullable<JournalEntry['stub']>): void => {
  notesOf(res).stub = stub;
};

/**
 * Records the call at once, for a fault that never ends it: a reset or a hang (`unanswered`: status 0), or a truncated
 * body whose connection is destroyed after half of it. Recording twice is a no-op.
 */
export const recordNow = (res: Response, unanswered = false): void => notesOf(res).record?.(unanswered);
