import { useEffect, useId, useRef, useState } from 'react';
import { controlClass } from '../../components/form/control-class';

/** Long enough to let a word be typed, short enough to feel immediate. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's search box: the list follows as one types, without a Search button, once typing
 * pauses (one request per pause, not per key). The address changes in place (Back does not
 * step through each keystroke); a change from outside (Back, a chip, Clear) shows in the box.
 */
export function ListSearch({
  label,
  value,
  placeholder,
  onSearch,
  className = '',
}: {
  label: string;
  value: string;
  placeholder?: string;
  onSearch: (text: string) => void;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The latest onSearch: a filter chosen while the timer runs must not be written over by the
  // address as it was when typing began.
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  // The address changed without typing (Back, Clear): show what it says.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <label htmlFor={id} className={`flex min-w-0 flex-col gap-1 text-sm ${className}`}>
      {label}
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => {
            setShown(typed.trim());
            search.current(typed.trim());
          }, SEARCH_DEBOUNCE_MS);
        }}
        className={controlClass(false)}
      />
    </label>
  );
}
