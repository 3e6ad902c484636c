/** "1 item", "3 items": a count with its noun, for every sentence a person reads. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
