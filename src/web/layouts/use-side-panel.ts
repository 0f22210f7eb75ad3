import { useEffect, useState } from 'react';
import { panelVisibleByDefault } from '../lib/preferences/side-panel';

/** Visible or hidden by the user's toggle; re-evaluated from the width on every resize. */
export function useSidePanel() {
  const [visible, setVisible] = useState(() => panelVisibleByDefault(window.innerWidth));
  useEffect(() => {
    const onResize = () => setVisible(panelVisibleByDefault(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return { visible, toggle: () => setVisible((value) => !value) };
}
