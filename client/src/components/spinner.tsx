import './spinner.css';

export interface SpinnerProps {
  /** Announced to screen readers and, unless labelHidden, shown beside the spinner. */
  label?: string;
  labelHidden?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

/** An indeterminate progress indicator with a text alternative. */
export function Spinner({ label = 'Loading…', labelHidden = false, size = 'md' }: SpinnerProps) {
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className={labelHidden ? 'visually-hidden' : 'spinner__label'}>{label}</span>
    </span>
  );
}
