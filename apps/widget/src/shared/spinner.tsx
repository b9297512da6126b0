/** A busy indicator screen readers announce by its label. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner" role="status" aria-label={label} data-testid="yadori-spinner">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
