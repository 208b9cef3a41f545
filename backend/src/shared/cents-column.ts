/** bigint arrives as text from pg; cents stay far below 2^53 (the parsers cap amounts at $1 billion). */
export const centsColumn = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
