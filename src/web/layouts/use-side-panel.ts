import { useEffect, useState } from 'react';
import { panelVisibleByDefault } from '../lib/preferences/side-panel';
import { isServer } from '../lib/ssr/is-server';

/** Visible or hidden by the user's toggle; re-evaluated from the width on every resize. */
export function useSidePanel() {
  // Rendered on the server (decision 0073), for a guest, who has no panel.
  const [visible, setVisible] = useState(
    () => !isServer && panelVisibleByDefault(window.innerWidth),
  );
  useEffect(() => {
    const onResize = () => setVisible(panelVisibleByDefault(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return { visible, toggle: () => setVisible((value) => !value) };
}
