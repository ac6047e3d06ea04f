export const TESTING_DOC: string;
export function expectedTestingDoc(): { now: string; expected: string };
