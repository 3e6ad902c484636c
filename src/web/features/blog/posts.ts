export interface BlogPost {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  authorRole: string;
  /** ISO date for <time dateTime>; `displayDate` is what readers see, fixed so prerender and client agree. */
  date: string;
  displayDate: string;
  readTime: string;
  category: string;
}

export const POSTS: readonly BlogPost[] = [
  {
    slug: "validate-saas-idea-before-coding",
    title: "How to Validate Your SaaS Idea Before Writing a Line of Code",
    excerpt:
      "Most SaaS products fail because nobody needed them, not because the code was bad. A practical process to find out whether your idea solves a real, painful problem before you open your editor.",
    author: "The Groundtruth Team",
    authorRole: "Founder research",
    date: "2025-11-12",
    displayDate: "November 12, 2025",
    readTime: "8 min read",
    category: "Validation",
  },
];

export function findPost(slug: string | undefined): BlogPost | undefined {
  return POSTS.find((post) => post.slug === slug);
}
