export function minimumFrom(engines: string | undefined): [number, number];
export function nodeVersionProblem(version: string, engines: string | undefined): string | null;
