/**
 * A screen's title (its one h1) with a line under it saying what the screen is for.
 *   <PageHeading title="Disc Search">Find discs by …</PageHeading>
 *   <ScreenHeader title="My Bags" actions={<Button>…</Button>}>Organise your discs …</ScreenHeader>
 * ScreenHeader is the larger one of the collection screens (My Bags, Wishlist, Archive), in a
 * header landmark with the screen's actions, when it has any, at the right.
 */
import type { ReactNode } from 'react';

function TitleAndLine(props: { title: string; titleClassName: string; children: ReactNode }) {
  return (
    <>
      <h1 className={props.titleClassName}>{props.title}</h1>
      <p className="mt-1 text-sm text-fg-faint">{props.children}</p>
    </>
  );
}

export function PageHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <TitleAndLine title={title} titleClassName="text-2xl font-bold tracking-tight text-fg">
        {children}
      </TitleAndLine>
    </div>
  );
}

export function ScreenHeader({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <TitleAndLine title={title} titleClassName="text-2xl font-bold tracking-tight sm:text-3xl">
      {children}
    </TitleAndLine>
  );
  if (!actions) return <header>{heading}</header>;
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>{heading}</div>
      <div className="flex flex-wrap items-center gap-3">{actions}</div>
    </header>
  );
}
