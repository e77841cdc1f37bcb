import type { ReactNode } from 'react';

/** A screen's frame: one heading for the screen, then its content. */
export function Page({
  title,
  name,
  children,
}: {
  title: string;
  /** Style and test hook naming the screen. */
  name: string;
  children?: ReactNode;
}) {
  return (
    <section className="page" data-screen={name} aria-labelledby={`${name}-title`}>
      <h1 id={`${name}-title`}>{title}</h1>
      {children}
    </section>
  );
}

/** A plain statement where the server has not given a section's data. */
export function DataNotice({ children }: { children: ReactNode }) {
  return (
    <p className="data-notice" role="status">
      {children}
    </p>
  );
}
