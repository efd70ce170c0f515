import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './cover-card.css';

/**
 * A card of a `card-list` led by a cover image (a course). The title links to `to` and its link
 * covers the whole card, so the card is one target; `children` follow the title.
 */
export function CoverCard({
  image,
  title,
  to,
  children,
}: {
  image: string;
  title: string;
  to: string;
  children?: ReactNode;
}) {
  return (
    <li className="cover-card">
      {/* The title names the card: the cover is decoration. */}
      <img
        className="cover-card__image"
        src={image}
        alt=""
        width="320"
        height="180"
        loading="lazy"
      />
      <div className="cover-card__body">
        <Link className="cover-card__title" to={to}>
          {title}
        </Link>
        {children}
      </div>
    </li>
  );
}
