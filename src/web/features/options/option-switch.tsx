/** An on/off switch (role="switch"), named by the caller; its state is its position and colour. */
export function OptionSwitch({
  checked,
  label,
  text,
  onChange,
}: {
  checked: boolean;
  /** The accessible name, e.g. "Active: Retail trade". */
  label: string;
  /** The word shown beside the switch, which the name begins with. */
  text: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      onClick={() => onChange(!checked)}
      className="inline-flex items-center gap-2 rounded-md px-1 py-1 text-sm"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-11 shrink-0 rounded-full border-2 transition-colors ${
          checked
            ? 'border-transparent bg-[var(--theme-color)]'
            : 'border-slate-400 bg-slate-200 dark:border-slate-500 dark:bg-slate-700'
        }`}
      >
        <span
          className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-transform ${
            checked ? 'translate-x-5.5' : 'translate-x-0.5'
          }`}
        />
      </span>
      <span>{text}</span>
    </button>
  );
}
