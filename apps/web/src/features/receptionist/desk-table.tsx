import type { ReactNode } from 'react';
import { Empty, Table, type TableProps } from 'antd';

/** Our own translated empty state, the same in every Receptionist table and list. */
export const deskEmpty = (text: string) => ({
  emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />,
});

export interface DeskColumn<T> {
  key: string;
  title: string;
  render: (row: T) => ReactNode;
}

/**
 * A Receptionist table that fits a phone without sideways scrolling: from 576 px one column per
 * field; below, one column stacks the fields of a row (the first as its heading, the others as
 * "title value" lines, the title greyed). `action` (a Remove button…) stays in its own narrow column on both.
 */
export function DeskTable<T extends object>({
  columns,
  empty,
  action,
  ...rest
}: Omit<TableProps<T>, 'columns' | 'locale' | 'scroll'> & {
  columns: DeskColumn<T>[];
  empty: string;
  action?: (row: T) => ReactNode;
}) {
  const [first, ...others] = columns;
  const actionColumn = action
    ? [{ key: 'action', title: '', width: 1, render: (_: unknown, row: T) => action(row) }]
    : [];
  return (
    <Table<T>
      size="small"
      pagination={false}
      {...rest}
      locale={deskEmpty(empty)}
      columns={[
        ...columns.map((c) => ({
          key: c.key,
          title: c.title,
          responsive: ['sm' as const],
          render: (_: unknown, row: T) => c.render(row),
        })),
        {
          key: 'stacked',
          title: first?.title,
          responsive: ['xs' as const],
          render: (_: unknown, row: T) => (
            <div className="rx-stacked">
              <strong>{first?.render(row)}</strong>
              {others.map((c) => (
                <div key={c.key}>
                  <span className="rx-muted">{c.title}</span>
                  {c.render(row)}
                </div>
              ))}
            </div>
          ),
        },
        ...actionColumn,
      ]}
    />
  );
}
