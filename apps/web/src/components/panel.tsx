import type { HTMLAttributes, ReactNode } from 'react';

interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: ReactNode;
  /** The compact variant (a card inside a panel). */
  small?: boolean;
  children: ReactNode;
}

/**
 * A titled card drawn with CSS alone. antd's Card imports its Tabs (about 12 KB compressed),
 * which the first page after sign-in (the module selection) would otherwise load for nothing.
 */
export function Panel({ title, small = false, className, children, ...rest }: PanelProps) {
  const classes = ['panel', small ? 'panel-small' : '', className ?? ''].filter(Boolean);
  return (
    <section className={classes.join(' ')} {...rest}>
      <div className="panel-head">{title}</div>
      <div className="panel-body">{children}</div>
    </section>
  );
}
