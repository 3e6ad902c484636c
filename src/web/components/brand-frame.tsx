import type { ReactNode } from "react";
import { BrandLogo } from "./brand-logo.tsx";

/** A page of its own, centred under the logo: sign-in and the consent page. */
export function BrandFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-6 flex justify-center">
          <BrandLogo />
        </div>
        {children}
      </div>
    </main>
  );
}
