/* global db, print -- mongosh runs this file: it provides db and print. */
// Runs once, on the first start of the mongo service with an empty volume (the mongo image
// runs /docker-entrypoint-initdb.d/ then, as the root user of MONGO_INITDB_ROOT_*): creates
// the API's own account, readWrite on its database and nothing else (docker-compose.yml,
// docs/DEPLOYMENT.md). An existing volume keeps its users: see "From the previous stack".
const user = process.env.MONGO_APP_USERNAME;
const password = process.env.MONGO_APP_PASSWORD;
const database = process.env.MONGO_APP_DATABASE || 'tutoring';

if (!user || !password) {
  throw new Error('Set MONGO_APP_USERNAME and MONGO_APP_PASSWORD in .env before the first start.');
}
if (password === process.env.MONGO_INITDB_ROOT_PASSWORD) {
  throw new Error('MONGO_APP_PASSWORD must differ from MONGO_ROOT_PASSWORD.');
}

db.getSiblingDB(database).createUser({
  user,
  pwd: password,
  roles: [{ role: 'readWrite', db: database }],
});
print(`create-app-user: ${user} may read and write ${database}, nothing else`);
