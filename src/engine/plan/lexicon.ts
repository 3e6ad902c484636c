/**
 * A small curated lexicon for planning searches without a model: how people who have a problem
 * talk about it, which is rarely how a founder pitches the fix. Founders write "a scheduling tool
 * that fills last-minute cancellations"; clinic owners write "no-shows" and "empty slots". Search
 * APIs that require every word only find the second.
 *
 * Each concept is triggered by lemmas of the idea's words (see `lemma`). Phrases are short (one to
 * three words) because Algolia, Reddit, X and GitHub require every word of a query. Keep entries
 * general: this serves every idea, not a benchmark.
 */

export interface Concept {
  /** Lemmas in an idea that call this concept up. */
  triggers: string[];
  /** Who the users are (an audience) or what hurts them (a problem). */
  role: "audience" | "problem";
  /** How people write about it, most common first. */
  phrases: string[];
  /** Names of the product category, for competitor searches ("best X software"). */
  category?: string[];
  /** Product Hunt topic slug its products launch under. */
  topic?: string;
  /** Triggers of other concepts this one brings along: a team habit tracker is about check-ins too. */
  related?: string[];
  /** Named by many ideas ("booking", "team"): planned after the specific concepts of an idea. */
  broad?: boolean;
  /**
   * Audiences only: words that say a text is written by or about this audience. When a text names
   * another audience and not the idea's own, it is about someone else's problem.
   */
  marks?: string[];
}

export const CONCEPTS: Concept[] = [
  // Audiences: who is speaking. Phrases are what they call themselves and where they work.
  {
    role: "audience",
    triggers: [
      "physiotherapist",
      "physio",
      "physiotherapy",
      "physical therapist",
      "physical therapy",
    ],
    phrases: [
      "physio",
      "physiotherapy",
      "physical therapy",
      "physical therapist",
      "PT clinic",
      "clinic",
      "patients",
      "practitioner",
      "clinician",
    ],
    topic: "health-fitness",
    marks: ["physio", "physiotherapist", "physical therapist", "pt clinic"],
  },
  {
    role: "audience",
    triggers: ["therapist", "counselor", "counsellor", "psychologist"],
    phrases: ["therapist", "private practice", "counseling"],
    topic: "health-fitness",
    marks: ["therapist", "counsellor", "counselor", "psychologist"],
  },
  {
    role: "audience",
    triggers: ["dentist", "dental"],
    phrases: ["dental practice", "dentist"],
    topic: "health-fitness",
    marks: ["dentist", "dental"],
  },
  {
    role: "audience",
    broad: true,
    triggers: ["clinic", "practice", "practitioner", "chiropractor", "massage"],
    phrases: ["clinic", "private practice", "practitioner"],
    topic: "health-fitness",
    marks: ["patients", "clinician"],
  },
  {
    role: "audience",
    triggers: ["groomer", "grooming", "dog", "pet"],
    phrases: ["groomer", "dog grooming", "grooming salon", "grooming business"],
    topic: "pets",
    marks: ["groomer", "dog grooming", "grooming salon", "grooming van", "doodle"],
  },
  {
    role: "audience",
    triggers: ["salon", "barber", "stylist", "hairdresser"],
    phrases: ["salon", "barber", "stylist"],
    topic: "productivity",
    marks: ["barber", "hair salon", "stylist", "hairdresser"],
  },
  {
    role: "audience",
    triggers: ["tutor", "tutoring", "teacher"],
    phrases: ["tutor", "tutoring", "students"],
    topic: "education",
    marks: ["tutor", "tutoring"],
  },
  {
    role: "audience",
    triggers: ["coach", "trainer", "gym", "fitness", "yoga", "studio"],
    phrases: ["personal trainer", "studio", "gym"],
    topic: "health-fitness",
    marks: ["personal trainer", "yoga studio"],
  },
  {
    role: "audience",
    triggers: ["freelancer", "freelance", "contractor", "consultant", "self-employed"],
    phrases: ["freelance", "freelancer", "clients"],
    topic: "freelance",
    marks: ["freelancer", "freelance"],
  },
  {
    role: "audience",
    triggers: ["designer", "design", "illustrator"],
    phrases: ["designer", "design clients", "freelance designer"],
    topic: "design-tools",
    marks: ["designer"],
  },
  {
    role: "audience",
    triggers: ["developer", "engineer", "programmer"],
    phrases: ["developers", "engineering team"],
    topic: "developer-tools",
  },
  {
    role: "audience",
    triggers: ["photographer", "videographer"],
    phrases: ["photographer", "photography clients"],
    topic: "photography",
    marks: ["photographer", "videographer"],
  },
  {
    role: "audience",
    triggers: ["plumber", "electrician", "tradesman", "trades", "handyman", "contractor"],
    phrases: ["tradesman", "trades business"],
    topic: "productivity",
    marks: ["plumber", "electrician", "tradesman"],
  },
  {
    role: "audience",
    triggers: ["landlord", "tenant", "property"],
    phrases: ["landlord", "tenants", "rental property"],
    topic: "real-estate",
    marks: ["landlord", "tenant"],
  },
  {
    role: "audience",
    triggers: ["restaurant", "cafe", "bar"],
    phrases: ["restaurant", "restaurant owner"],
    topic: "food-drink",
    marks: ["restaurant", "diners", "table for"],
  },
  {
    role: "audience",
    triggers: ["remote", "distributed", "async", "hybrid"],
    phrases: ["remote team", "remote", "distributed team", "async"],
    topic: "remote-work",
  },
  {
    role: "audience",
    broad: true,
    triggers: ["team", "manager", "employee", "staff"],
    phrases: ["team", "managers", "my team"],
    topic: "productivity",
  },
  {
    role: "audience",
    triggers: ["shopify", "seller", "ecommerce", "e-commerce", "store", "merchant"],
    phrases: ["shopify store", "sellers", "ecommerce"],
    topic: "e-commerce",
    marks: ["shopify", "etsy seller"],
  },
  {
    role: "audience",
    triggers: ["parent", "kid", "child", "family"],
    phrases: ["parents", "kids", "family"],
    topic: "parenting",
    marks: ["kids", "children", "my son", "my daughter"],
  },
  {
    role: "audience",
    triggers: ["sport", "league", "club", "athlete"],
    phrases: ["sports club", "league", "players"],
    topic: "sports",
    marks: ["sports club", "sports team", "league", "grassroots"],
  },
  {
    role: "audience",
    triggers: ["it", "sysadmin", "helpdesk"],
    phrases: ["it team", "sysadmins"],
    topic: "developer-tools",
    marks: ["it team", "sysadmin", "remote desktop", "vpn"],
  },
  {
    role: "audience",
    triggers: ["student", "university", "college"],
    phrases: ["students", "college"],
    topic: "education",
  },
  {
    role: "audience",
    triggers: ["creator", "youtuber", "podcaster", "influencer", "newsletter"],
    phrases: ["creators", "newsletter", "audience"],
    topic: "marketing",
  },
  {
    role: "audience",
    triggers: ["recruiter", "recruiting", "hiring", "candidate"],
    phrases: ["recruiters", "hiring", "candidates"],
    topic: "hiring",
    marks: ["recruiter"],
  },
  {
    role: "audience",
    triggers: ["nonprofit", "charity", "volunteer"],
    phrases: ["nonprofit", "volunteers"],
    topic: "productivity",
  },
  {
    role: "audience",
    triggers: ["realtor", "agent", "broker"],
    phrases: ["realtor", "real estate agent"],
    topic: "real-estate",
    marks: ["realtor", "real estate agent"],
  },

  // Problems: what hurts, in the words people use when they complain or ask.
  {
    role: "problem",
    triggers: ["cancellation", "cancel", "no-show", "noshow", "last-minute"],
    phrases: [
      "no-shows",
      "late cancellations",
      "last minute cancellations",
      "empty slots",
      "cancellation list",
      "cancellations",
    ],
    category: ["appointment reminder software", "no-show prevention"],
    topic: "calendar",
  },
  {
    role: "problem",
    triggers: ["waitlist", "waiting", "backfill"],
    phrases: ["waitlist", "waiting list", "cancellation list", "fill cancellations"],
    category: ["waitlist software", "waitlist app"],
  },
  {
    role: "problem",
    broad: true,
    triggers: [
      "scheduling",
      "schedule",
      "appointment",
      "booking",
      "book",
      "calendar",
      "reservation",
    ],
    phrases: ["booking software", "online booking", "appointments", "double booked", "scheduling"],
    category: ["appointment scheduling software", "online booking software", "booking app"],
    topic: "calendar",
  },
  {
    role: "problem",
    triggers: ["reminder", "sms", "text", "texting", "notification"],
    phrases: ["text reminders", "appointment reminders", "sms reminders", "reminder texts"],
    category: ["sms reminder software"],
  },
  {
    role: "problem",
    triggers: ["deposit", "prepay", "prepayment"],
    phrases: ["deposit", "deposits", "booking deposit", "charge a deposit"],
    category: ["booking deposits"],
  },
  {
    role: "problem",
    triggers: ["invoice", "invoicing", "receivable", "unpaid", "overdue", "collections", "dunning"],
    phrases: [
      "late payments",
      "unpaid invoices",
      "chasing clients",
      "payment reminders",
      "clients paying late",
      "overdue invoices",
      "late invoice",
      "net 30",
      "invoice",
      "overdue",
      "owes me",
    ],
    category: ["invoice reminder software", "accounts receivable automation", "invoicing software"],
    topic: "fintech",
  },
  {
    role: "problem",
    triggers: ["late", "fee", "penalty"],
    phrases: ["late fees", "late fee", "paying late"],
    category: ["late fee automation"],
  },
  {
    role: "problem",
    broad: true,
    triggers: ["payment", "billing", "paid", "pay"],
    phrases: ["getting paid", "late payments", "payment reminders"],
    category: ["billing software"],
    topic: "fintech",
  },
  {
    role: "problem",
    triggers: ["habit", "streak", "routine", "accountability"],
    related: ["standup"],
    phrases: ["habits", "habit tracker", "accountability", "streaks", "check-ins"],
    category: ["habit tracker app", "team habit tracker"],
    topic: "productivity",
  },
  {
    role: "problem",
    triggers: [
      "standup",
      "check-in",
      "checkin",
      "ritual",
      "engagement",
      "morale",
      "burnout",
      "wellbeing",
    ],
    phrases: ["async standups", "team check-ins", "burnout", "team rituals"],
    category: ["team check-in software"],
    topic: "remote-work",
  },
  {
    role: "problem",
    broad: true,
    triggers: ["tracker", "tracking", "track"],
    phrases: ["tracking", "tracker"],
    category: ["tracking app"],
  },
  {
    role: "problem",
    triggers: ["expense", "receipt", "reimbursement"],
    phrases: ["expense reports", "receipts", "reimbursements"],
    category: ["expense management software"],
    topic: "fintech",
  },
  {
    role: "problem",
    triggers: ["budget", "budgeting", "saving", "spending"],
    phrases: ["budgeting", "overspending", "budget app"],
    category: ["budgeting app"],
    topic: "fintech",
  },
  {
    role: "problem",
    triggers: ["tax", "bookkeeping", "accounting"],
    phrases: ["bookkeeping", "taxes", "quarterly taxes"],
    category: ["bookkeeping software"],
    topic: "fintech",
  },
  {
    role: "problem",
    triggers: ["onboarding", "churn", "retention"],
    phrases: ["churn", "onboarding", "user retention"],
    category: ["onboarding software"],
    topic: "saas",
  },
  {
    role: "problem",
    triggers: ["support", "ticket", "helpdesk"],
    phrases: ["support tickets", "customer support", "help desk"],
    category: ["help desk software"],
    topic: "customer-success",
  },
  {
    role: "problem",
    triggers: ["crm", "lead", "pipeline", "prospect", "outreach"],
    phrases: ["follow ups", "lead tracking", "cold outreach"],
    category: ["crm for small business"],
    topic: "sales",
  },
  {
    role: "problem",
    triggers: ["inventory", "stock"],
    phrases: ["inventory", "stockouts", "out of stock"],
    category: ["inventory management software"],
    topic: "e-commerce",
  },
  {
    role: "problem",
    triggers: ["meal", "recipe", "grocery", "diet", "nutrition"],
    phrases: ["meal planning", "grocery list", "meal prep"],
    category: ["meal planning app"],
    topic: "health-fitness",
  },
  {
    role: "problem",
    triggers: ["workout", "exercise", "training"],
    phrases: ["workout plan", "exercise program"],
    category: ["workout app"],
    topic: "health-fitness",
  },
  {
    role: "problem",
    triggers: ["sleep", "insomnia"],
    phrases: ["sleep", "insomnia"],
    category: ["sleep app"],
    topic: "health-fitness",
  },
  {
    role: "problem",
    triggers: ["note", "knowledge", "wiki", "documentation"],
    phrases: ["note taking", "documentation", "knowledge base"],
    category: ["note taking app"],
    topic: "productivity",
  },
  {
    role: "problem",
    triggers: ["task", "todo", "project", "deadline"],
    phrases: ["task management", "missed deadlines", "project management"],
    category: ["project management software"],
    topic: "productivity",
  },
  {
    role: "problem",
    triggers: ["meeting", "notes", "transcript"],
    phrases: ["meeting notes", "too many meetings"],
    category: ["meeting notes app"],
    topic: "productivity",
  },
  {
    role: "problem",
    triggers: ["timesheet", "hours", "time-tracking"],
    phrases: ["time tracking", "timesheets", "billable hours"],
    category: ["time tracking software"],
    topic: "productivity",
  },
  {
    role: "problem",
    triggers: ["review", "rating", "reputation"],
    phrases: ["online reviews", "google reviews", "bad reviews"],
    category: ["review management software"],
    topic: "marketing",
  },
  {
    role: "problem",
    triggers: ["seo", "ranking", "traffic"],
    phrases: ["seo", "organic traffic"],
    category: ["seo tool"],
    topic: "marketing",
  },
  {
    role: "problem",
    triggers: ["email", "newsletter", "campaign"],
    phrases: ["email marketing", "newsletter growth"],
    category: ["email marketing software"],
    topic: "marketing",
  },
  {
    role: "problem",
    triggers: ["social", "posting", "instagram", "linkedin"],
    phrases: ["social media posting", "content calendar"],
    category: ["social media scheduler"],
    topic: "marketing",
  },
  {
    role: "problem",
    triggers: ["hiring", "interview", "applicant", "resume"],
    phrases: ["hiring process", "interview scheduling", "applicant tracking"],
    category: ["applicant tracking system"],
    topic: "hiring",
  },
  {
    role: "problem",
    triggers: ["contract", "proposal", "signature", "quote"],
    phrases: ["contracts", "proposals", "scope creep"],
    category: ["proposal software"],
    topic: "productivity",
  },
  {
    role: "problem",
    triggers: ["rent", "maintenance", "lease"],
    phrases: ["late rent", "maintenance requests"],
    category: ["property management software"],
    topic: "real-estate",
  },
  {
    role: "problem",
    triggers: ["language", "vocabulary", "fluency"],
    phrases: ["learning a language", "language learning"],
    category: ["language learning app"],
    topic: "education",
  },
  {
    role: "problem",
    triggers: ["incident", "outage", "monitoring", "alert", "on-call"],
    phrases: ["on-call", "alert fatigue", "outages"],
    category: ["incident management tool"],
    topic: "developer-tools",
  },
  {
    role: "problem",
    triggers: ["code", "pull", "deploy"],
    phrases: ["code review", "pull requests"],
    category: ["code review tool"],
    topic: "developer-tools",
  },
];

/** Words that say nothing about the problem: searching for them alone finds noise. */
export const GENERIC_WORDS = new Set(
  `app apps application tool tools platform software saas service services solution solutions system product products
  startup idea helps help helping lets let allows allow enables enable makes make simple easy easily smart better best
  automatic automatically automated automation powered ai-powered online digital modern new way ways users user people
  everyone anyone something things stuff based using uses use via also more most less very really just one two three
  small big large independent local every each any all that which who whose what for with without from into onto by
  the and or of to in on at a an is are be it its their them they our your you we i politely quickly instantly
  manage managing management track tracking tracks fill fills filling cut cuts cutting add adds adding send sends
  follow follows following reduce reduces stop stops find finds get gets turn turns connect connects between among
  across within about around through automatically instead keeps keep give gives`.split(/\s+/),
);

/** Folds plurals and common endings so "cancellations", "groomers" and "invoices" meet their concepts. */
export function lemma(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length <= 3) return lower;
  if (lower.endsWith("ies") && lower.length > 4) return `${lower.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(lower)) return lower;
  if (/(ches|shes|xes|sses)$/.test(lower)) return lower.slice(0, -2);
  if (lower.endsWith("s")) return lower.slice(0, -1);
  return lower;
}
