import { GetStartedButton } from "./get-started-button.tsx";

export function ClosingCta({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 sm:pb-24">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl bg-ink px-6 py-14 text-center shadow-xl sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute -top-32 left-1/2 -z-10 h-72 w-[40rem] -translate-x-1/2 rounded-full bg-primary/50 blur-3xl"
        />
        <h2
          id="cta-title"
          className="text-balance text-3xl font-bold tracking-tight text-white sm:text-4xl"
        >
          Know if your idea has legs before you build it
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-pretty text-lg leading-relaxed text-white/85">
          Your first report each month is free. Packs of 10 reports are $69 when you need more.
        </p>
        <div className="mt-8 flex flex-col items-center gap-3">
          <GetStartedButton signedIn={signedIn} variant="outline" />
          <p className="text-sm text-white/80">No credit card required</p>
        </div>
      </div>
    </section>
  );
}
