import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The one-time token of an invitation, reset or single sign-on link (`?token=…`). It is read once
 * and kept in memory, and the address loses it at once (replaced, so the history does not keep it
 * either): a shared screen, a screenshot or the browser's history never shows a live token.
 */
export function useLinkToken(): string | null {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(search).get('token') || null);
  useEffect(() => {
    const query = new URLSearchParams(search);
    if (!query.has('token')) return;
    query.delete('token');
    const rest = query.toString();
    navigate(`${pathname}${rest ? `?${rest}` : ''}${hash}`, { replace: true });
  }, [pathname, search, hash, navigate]);
  return token;
}
