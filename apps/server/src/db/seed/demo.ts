import type { Db } from '../client';
import { organisations, regions, userRegions, users } from '../schema';
import { seedDemoPlants } from './demo-plants';

interface DemoUser {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  level: 2 | 3 | 4;
  jobTitle: string;
  jobDesc: string;
  regions: string[];
}

interface DemoOrg {
  name: string;
  regions: string[];
  users: DemoUser[];
}

const demo: DemoOrg[] = [
  {
    name: 'Granite Valley Materials',
    regions: ['North Texas', 'Central Texas', 'Gulf Coast'],
    users: [
      {
        userId: 'gv.admin',
        firstName: 'Dana',
        lastName: 'Whitfield',
        email: 'dana.whitfield@granitevalley.example.com',
        level: 2,
        jobTitle: 'Environmental Manager',
        jobDesc: 'Owns the environmental compliance programme for every plant.',
        regions: [],
      },
      {
        userId: 'gv.regional',
        firstName: 'Marcus',
        lastName: 'Reyes',
        email: 'marcus.reyes@granitevalley.example.com',
        level: 3,
        jobTitle: 'Regional Environmental Coordinator',
        jobDesc: 'Reviews inspections and follows up flags for the Texas regions.',
        regions: ['North Texas', 'Central Texas'],
      },
      {
        userId: 'gv.plant',
        firstName: 'Alicia',
        lastName: 'Moreno',
        email: 'alicia.moreno@granitevalley.example.com',
        level: 4,
        jobTitle: 'Plant Manager',
        jobDesc: 'Runs the Denton ready-mix plant and completes its inspections.',
        regions: ['North Texas'],
      },
      {
        userId: 'j.carter',
        firstName: 'Jordan',
        lastName: 'Carter',
        email: 'jordan.carter@consulting.example.com',
        level: 3,
        jobTitle: 'Compliance Consultant',
        jobDesc: 'Outside consultant supporting the Gulf Coast plants.',
        regions: ['Gulf Coast'],
      },
    ],
  },
  {
    name: 'Blue Ridge Asphalt & Aggregates',
    regions: ['Piedmont', 'Shenandoah Valley'],
    users: [
      {
        userId: 'br.admin',
        firstName: 'Helen',
        lastName: 'Okafor',
        email: 'helen.okafor@blueridge.example.com',
        level: 2,
        jobTitle: 'EHS Director',
        jobDesc: 'Directs environment, health and safety for the company.',
        regions: [],
      },
      {
        userId: 'j.carter',
        firstName: 'Jordan',
        lastName: 'Carter',
        email: 'jordan.carter@consulting.example.com',
        level: 2,
        jobTitle: 'Compliance Consultant',
        jobDesc: 'Outside consultant administering the company account.',
        regions: [],
      },
    ],
  },
];

/** The demo organisations, regions and users (one shared consultant login in two companies). */
export async function seedDemo(db: Db, passwordHash: string): Promise<string[]> {
  const logins = new Set<string>();
  await db.transaction(async (tx) => {
    for (const org of demo) {
      const [created] = await tx
        .insert(organisations)
        .values({ name: org.name })
        .returning({ id: organisations.id });
      if (!created) throw new Error('organisation insert returned no row');
      const regionRows = await tx
        .insert(regions)
        .values(org.regions.map((name) => ({ orgId: created.id, name })))
        .returning({ id: regions.id, name: regions.name });
      for (const person of org.users) {
        const [user] = await tx
          .insert(users)
          .values({
            orgId: created.id,
            userId: person.userId,
            email: person.email,
            firstName: person.firstName,
            lastName: person.lastName,
            accessLevel: person.level,
            jobTitle: person.jobTitle,
            jobDesc: person.jobDesc,
            passwordHash,
          })
          .returning({ id: users.id });
        if (!user) throw new Error('user insert returned no row');
        const assigned = regionRows.filter((r) => person.regions.includes(r.name));
        if (assigned.length) {
          await tx.insert(userRegions).values(assigned.map((r) => ({ userId: user.id, regionId: r.id })));
        }
        logins.add(person.userId);
      }
    }
    await seedDemoPlants(tx);
  });
  return [...logins];
}
