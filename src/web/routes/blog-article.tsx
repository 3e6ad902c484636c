import { ArrowLeft, CalendarDays, Clock } from "lucide-react";
import type { ComponentType } from "react";
import { Link, useLocation } from "react-router";
import { BRAND } from "../../contract/site.ts";
import { Button } from "../components/ui/button.tsx";
import { PostCover } from "../features/blog/components/post-cover.tsx";
import { ShareButton } from "../features/blog/components/share-button.tsx";
import { ValidateSaasIdeaArticle } from "../features/blog/content/validate-saas-idea-before-coding.tsx";
import { findPost } from "../features/blog/posts.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/blog-article";

const BODIES: Record<string, ComponentType> = {
  "validate-saas-idea-before-coding": ValidateSaasIdeaArticle,
};

export const meta: Route.MetaFunction = ({ location }) => {
  const post = findPost(slugOf(location.pathname));
  if (!post) {
    return [{ title: `Article not found | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
  }
  return pageMeta({
    title: post.title,
    description: post.excerpt,
    path: `/blog/${post.slug}`,
    type: "article",
  });
};

/** Each article has its own static route (see routes.ts), so the slug is the last path segment. */
function slugOf(pathname: string): string | undefined {
  return pathname.replace(/\/+$/, "").split("/").pop();
}

function BackToBlog() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3">
      <Link to="/blog">
        <ArrowLeft aria-hidden="true" /> Back to Blog
      </Link>
    </Button>
  );
}

export default function BlogArticlePage() {
  const post = findPost(slugOf(useLocation().pathname));
  const Body = post ? BODIES[post.slug] : undefined;

  if (!post || !Body) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <BackToBlog />
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-ink">Article not found</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          This article does not exist or has moved. The blog lists everything we have published.
        </p>
      </div>
    );
  }

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <BackToBlog />
      <header className="mt-6">
        <span className="inline-block rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary-hover">
          {post.category}
        </span>
        <h1 className="mt-4 text-balance text-3xl font-extrabold leading-tight tracking-tight text-ink sm:text-5xl">
          {post.title}
        </h1>
        <p className="mt-5 text-pretty text-lg leading-relaxed text-muted-foreground">
          {post.excerpt}
        </p>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-border py-4">
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
            <span>
              <span className="font-medium text-ink">{post.author}</span>
              <span className="sr-only">, </span>
              <span className="hidden sm:inline"> · {post.authorRole}</span>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden="true" />
              <time dateTime={post.date}>{post.displayDate}</time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden="true" />
              {post.readTime}
            </span>
          </div>
          <ShareButton />
        </div>
      </header>
      <PostCover className="mt-8 aspect-[16/9] rounded-2xl border border-border" />
      <div className="prose-page mt-10">
        <Body />
      </div>
      <footer className="mt-12 border-t border-border pt-6">
        <BackToBlog />
      </footer>
    </article>
  );
}
