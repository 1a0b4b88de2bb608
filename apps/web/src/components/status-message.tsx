import type { ReactNode } from 'react';

interface StatusMessageProps {
  icon: ReactNode;
  title: string;
  detail: string;
  action?: ReactNode;
}

/**
 * A page-level message (no access, code failed to load). Plain markup rather than antd's Result,
 * whose illustrations would weigh on every page's first load for screens rarely seen.
 */
export function StatusMessage({ icon, title, detail, action }: StatusMessageProps) {
  return (
    <div className="status-message">
      <span className="status-message-icon" aria-hidden="true">
        {icon}
      </span>
      <h1 className="page-heading">{title}</h1>
      <p>{detail}</p>
      {action}
    </div>
  );
}
