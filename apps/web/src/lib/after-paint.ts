import { useEffect, useState } from 'react';

/**
 * False until the frame after `when` turns true has been painted: what is needed only later (the
 * pop-up messages' container, the bell's list) is then requested without competing with the
 * page's own code and data for the connection.
 */
export function useAfterPaint(when = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!when) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [when]);
  return painted;
}
