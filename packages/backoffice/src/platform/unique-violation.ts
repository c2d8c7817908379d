/** Whether a database error is PostgreSQL's unique_violation (23505): a concurrent insert won the race. */
export const isUniqueViolation = (error: unknown): boolean => (error as { code?: string } | null)?.code === '23505';
