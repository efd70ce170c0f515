import { useIntl, type MessageDescriptor } from 'react-intl';
import { liveMessages } from './live-messages';
import type { RoomOrder, RoomSortKey } from './room-order';

/** Each sortable column's header. */
const LABEL: Record<RoomSortKey, MessageDescriptor> = {
  name: liveMessages.columnName,
  where: liveMessages.columnWhere,
  joined: liveMessages.columnDevice,
  progress: liveMessages.columnProgress,
};

/**
 * A column header of the room that sorts by its key: a button (so it is reached and pressed by
 * keyboard) inside the header cell, which tells its order by `aria-sort` and an arrow.
 */
export function SortHeader({
  sortKey,
  order,
  onSort,
  rowSpan,
  colSpan,
}: {
  sortKey: RoomSortKey;
  order: RoomOrder;
  onSort: (key: RoomSortKey) => void;
  rowSpan?: number;
  colSpan?: number;
}) {
  const intl = useIntl();
  const direction = order.key === sortKey ? order.direction : undefined;
  return (
    <th
      scope={colSpan ? 'colgroup' : 'col'}
      rowSpan={rowSpan}
      colSpan={colSpan}
      aria-sort={direction}
    >
      <button type="button" className="console-sort" onClick={() => onSort(sortKey)}>
        {intl.formatMessage(LABEL[sortKey])}
        <svg
          className={`console-sort__arrow${direction ? ` console-sort__arrow--${direction}` : ''}`}
          viewBox="0 0 12 16"
          aria-hidden="true"
          focusable="false"
        >
          <path className="console-sort__up" d="M6 1.5 10.5 6.5h-9z" />
          <path className="console-sort__down" d="M6 14.5 1.5 9.5h9z" />
        </svg>
      </button>
    </th>
  );
}
