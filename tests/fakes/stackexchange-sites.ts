/**
 * A part of the Stack Exchange network as `/2.3/sites` lists it: each site's API name, its name
 * and the audience it states ("Q&A for …"), with the `&amp;` escaping the service sends.
 */
export const STACK_EXCHANGE_SITE_LIST: Array<{
  site: string;
  name: string;
  audience: string;
  host?: string;
}> = [
  {
    site: "stackoverflow",
    name: "Stack Overflow",
    audience: "professional and enthusiast programmers",
    host: "stackoverflow.com",
  },
  {
    site: "superuser",
    name: "Super User",
    audience: "computer enthusiasts and power users",
    host: "superuser.com",
  },
  {
    site: "serverfault",
    name: "Server Fault",
    audience: "system and network administrators",
    host: "serverfault.com",
  },
  {
    site: "softwarerecs",
    name: "Software Recommendations",
    audience: "people seeking specific software recommendations",
  },
  { site: "webapps", name: "Web Applications", audience: "power users of web applications" },
  { site: "freelancing", name: "Freelancing", audience: "self-employed and freelance workers" },
  {
    site: "workplace",
    name: "The Workplace",
    audience: "members of the workforce navigating the professional setting",
  },
  {
    site: "money",
    name: "Personal Finance &amp; Money",
    audience: "people who want to be financially literate",
  },
  { site: "pm", name: "Project Management", audience: "project managers" },
  {
    site: "homebrew",
    name: "Homebrewing",
    audience: "dedicated home brewers and serious enthusiasts",
  },
  {
    site: "beer",
    name: "Beer, Wine &amp; Spirits",
    audience: "alcoholic beverage aficionados and those interested in beer, wine, or spirits",
  },
  { site: "cooking", name: "Seasoned Advice", audience: "professional and amateur chefs" },
  { site: "gardening", name: "Gardening &amp; Landscaping", audience: "gardeners and landscapers" },
  {
    site: "pets",
    name: "Pets",
    audience: "pet owners, caretakers, breeders, veterinarians, and trainers",
  },
  { site: "diy", name: "Home Improvement", audience: "contractors and serious DIYers" },
  {
    site: "photo",
    name: "Photography",
    audience: "professional, enthusiast and amateur photographers",
  },
  {
    site: "music",
    name: "Music: Practice &amp; Theory",
    audience: "musicians, students, and enthusiasts",
  },
  {
    site: "law",
    name: "Law",
    audience: "legal professionals, students, and others with experience or interest in law",
  },
  { site: "aviation", name: "Aviation", audience: "aircraft pilots, mechanics, and enthusiasts" },
  {
    site: "boardgames",
    name: "Board &amp; Card Games",
    audience:
      "people who like playing board games, designing board games or modifying the rules of existing board games",
  },
  {
    site: "sports",
    name: "Sports",
    audience: "participants in team and individual sport activities",
  },
  {
    site: "fitness",
    name: "Physical Fitness",
    audience:
      "physical fitness professionals, athletes, trainers, and those providing health-related needs",
  },
  {
    site: "health",
    name: "Medical Sciences",
    audience:
      "professionals in medical and allied health fields, students of those fields, and others with a strong interest in medical sciences",
  },
  { site: "astronomy", name: "Astronomy", audience: "astronomers and astrophysicists" },
  { site: "travel", name: "Travel", audience: "road warriors and seasoned travelers" },
  {
    site: "parenting",
    name: "Parenting",
    audience: "parents, grandparents, nannies and others with a parenting role",
  },
  {
    site: "academia",
    name: "Academia",
    audience: "academics and those enrolled in higher education",
  },
  {
    site: "writing",
    name: "Writing",
    audience:
      "the craft of professional writing, including fiction, non-fiction, technical, scholarly, and commercial writing",
  },
  { site: "crafts", name: "Arts &amp; Crafts", audience: "artists and crafters" },
  { site: "woodworking", name: "Woodworking", audience: "professional and amateur woodworkers" },
  { site: "3dprinting", name: "3D Printing", audience: "3D printing enthusiasts" },
  {
    site: "bicycles",
    name: "Bicycles",
    audience:
      "people who build and repair bicycles, people who train cycling, or commute on bicycles",
  },
  {
    site: "outdoors",
    name: "The Great Outdoors",
    audience:
      "people who love being outdoors enjoying nature and wilderness, and learning about the required skills and equipment",
  },
  {
    site: "mechanics",
    name: "Motor Vehicle Maintenance &amp; Repair",
    audience: "mechanics and DIY enthusiast owners of cars, trucks, and motorcycles",
  },
  {
    site: "expatriates",
    name: "Expatriates",
    audience: "people living abroad on a long-term basis",
  },
  { site: "ux", name: "User Experience", audience: "user experience researchers and experts" },
  {
    site: "graphicdesign",
    name: "Graphic Design",
    audience: "Graphic Design professionals, students, and enthusiasts",
  },
  {
    site: "interpersonal",
    name: "Interpersonal Skills",
    audience: "people looking to improve their interpersonal communication skills",
  },
  { site: "ham", name: "Amateur Radio", audience: "amateur radio enthusiasts" },
  {
    site: "sustainability",
    name: "Sustainable Living",
    audience:
      "folks dedicated to a lifestyle that can be maintained indefinitely without depleting available resources",
  },
];
