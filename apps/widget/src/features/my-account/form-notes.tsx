/**
 * A form's outcome above it: a success in a live status region (always there, so what appears in it
 * is read out), a failure as an alert.
 */
export function FormNotes({ info, error }: { info: string | null; error: string | null }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {info ? <p className="payment-note payment-note--info">{info}</p> : null}
      </div>
      {error ? (
        <p className="payment-note payment-note--error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
