/** A refusal of the whole form (already translated), announced when it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

/** A success line, announced politely. */
export function FormNotice({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form-notice" role="status">
      {message}
    </p>
  );
}
