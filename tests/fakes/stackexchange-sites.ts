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
  // More of the network's sites, as `/2.3/sites` states them: trades, hobbies and sciences whose
  // names and audiences also share words with ideas.
  { site: "chess", name: "Chess", audience: "serious players and enthusiasts of chess" },
  {
    site: "engineering",
    name: "Engineering",
    audience: "professionals and students of engineering",
  },
  {
    site: "electronics",
    name: "Electrical Engineering",
    audience: "electronics and electrical engineering professionals, students, and enthusiasts",
  },
  {
    site: "gamedev",
    name: "Game Development",
    audience: "professional and independent game developers",
  },
  { site: "gaming", name: "Arqade", audience: "passionate videogamers on all platforms" },
  {
    site: "rpg",
    name: "Role-playing Games",
    audience: "gamemasters and players of tabletop, paper-and-pencil role-playing games",
  },
  {
    site: "english",
    name: "English Language &amp; Usage",
    audience: "linguists, etymologists, and serious English language enthusiasts",
  },
  { site: "history", name: "History", audience: "historians and history buffs" },
  {
    site: "genealogy",
    name: "Genealogy &amp; Family History",
    audience: "expert genealogists and people interested in genealogy or family history",
  },
  { site: "biology", name: "Biology", audience: "biology researchers, academics, and students" },
  {
    site: "chemistry",
    name: "Chemistry",
    audience: "scientists, academics, teachers, and students in the field of chemistry",
  },
  {
    site: "medicalsciences",
    name: "Medical Sciences",
    audience:
      "professionals in medical and allied health fields, students of those professions, related academics, and others with a sound understanding of medicine and healthcare",
  },
  {
    site: "earthscience",
    name: "Earth Science",
    audience:
      "those interested in the geology, meteorology, oceanography, and environmental sciences",
  },
  {
    site: "security",
    name: "Information Security",
    audience: "information security professionals",
  },
  {
    site: "dba",
    name: "Database Administrators",
    audience:
      "database professionals who wish to improve their database skills and learn from others in the community",
  },
  { site: "webmasters", name: "Webmasters", audience: "pro webmasters" },
  {
    site: "wordpress",
    name: "WordPress Development",
    audience: "WordPress developers and administrators",
  },
  {
    site: "softwareengineering",
    name: "Software Engineering",
    audience:
      "professionals, academics, and students working within the systems development life cycle",
  },
  {
    site: "stats",
    name: "Cross Validated",
    audience:
      "people interested in statistics, machine learning, data analysis, data mining, and data visualization",
  },
  { site: "apple", name: "Ask Different", audience: "power users of Apple hardware and software" },
  {
    site: "android",
    name: "Android Enthusiasts",
    audience: "enthusiasts and power users of the Android operating system",
  },
  {
    site: "video",
    name: "Video Production",
    audience:
      "engineers, producers, editors, and enthusiasts spanning the fields of video, and media creation",
  },
  {
    site: "sound",
    name: "Sound Design",
    audience: "sound engineers, producers, editors, and enthusiasts",
  },
  { site: "puzzling", name: "Puzzling", audience: "those who create, solve, and study puzzles" },
  {
    site: "coffee",
    name: "Coffee",
    audience: "people interested in all aspects of producing and consuming coffee",
  },
  {
    site: "martialarts",
    name: "Martial Arts",
    audience: "students and teachers of all martial arts",
  },
  {
    site: "space",
    name: "Space Exploration",
    audience: "spacecraft operators, scientists, engineers, and enthusiasts",
  },
  {
    site: "economics",
    name: "Economics",
    audience: "those who study, teach, research and apply economics and econometrics",
  },
  {
    site: "opensource",
    name: "Open Source",
    audience: "people organizing, marketing or licensing open source development projects",
  },
  {
    site: "devops",
    name: "DevOps",
    audience:
      "software engineers working on automated testing, continuous delivery, service integration and monitoring, and building SDLC infrastructure",
  },
  {
    site: "lifehacks",
    name: "Lifehacks",
    audience: "people looking to bypass life's everyday problems with simple tricks",
  },
  {
    site: "matheducators",
    name: "Mathematics Educators",
    audience: "those involved in the field of teaching mathematics",
  },
  {
    site: "cseducators",
    name: "Computer Science Educators",
    audience: "those involved in the field of teaching Computer Science",
  },
];
