/** The eyebrow, h2 and lead every landing section opens with, so their rhythm stays equal. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-primary-hover">{eyebrow}</p>
      <h2
        id={id}
        className="mt-3 text-balance text-3xl font-bold tracking-tight text-ink sm:text-4xl"
      >
        {title}
      </h2>
      {lead ? (
        <p className="mt-4 text-pretty text-lg leading-relaxed text-muted-foreground">{lead}</p>
      ) : null}
    </div>
  );
}
