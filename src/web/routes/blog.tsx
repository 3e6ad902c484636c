import { CalendarDays, Clock } from "lucide-react";
import { Link } from "react-router";
import { PostCover } from "../features/blog/components/post-cover.tsx";
import { POSTS } from "../features/blog/posts.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Blog",
    description:
      "Practical guides for founders on validating startup and SaaS ideas: finding real pain, reading competitors, talking to users and pre-selling before you build.",
    path: "/blog",
  });

export default function BlogPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-20">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary-hover">Blog</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
          Insights for founders who test before they build
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          Honest, practical advice on validating ideas with evidence instead of hope.
        </p>
      </div>

      <ul className="mt-12 grid gap-8">
        {POSTS.map((post) => (
          <li key={post.slug}>
            <article className="group relative grid overflow-hidden rounded-3xl border border-border bg-card shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg md:grid-cols-[1.1fr_1fr]">
              <PostCover className="aspect-[16/9] md:aspect-auto md:min-h-80" />
              <div className="flex flex-col p-6 sm:p-10">
                <p>
                  <span className="inline-block rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary-hover">
                    {post.category}
                  </span>
                </p>
                <h2 className="mt-4 text-balance text-2xl font-bold leading-tight tracking-tight text-ink sm:text-3xl">
                  <Link
                    to={`/blog/${post.slug}`}
                    className="after:absolute after:inset-0 after:content-[''] group-hover:text-primary-hover focus-visible:outline-none"
                  >
                    {post.title}
                  </Link>
                </h2>
                <p className="mt-4 flex-1 leading-relaxed text-muted-foreground">{post.excerpt}</p>
                <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 border-t border-border pt-5 text-sm text-muted-foreground">
                  <span className="font-medium text-ink">{post.author}</span>
                  <span className="inline-flex items-center gap-1.5">
                    <CalendarDays className="size-4" aria-hidden="true" />
                    <time dateTime={post.date}>{post.displayDate}</time>
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <Clock className="size-4" aria-hidden="true" />
                    {post.readTime}
                  </span>
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
