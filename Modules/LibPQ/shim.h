// libpq, PostgreSQL's own C client library, exposed to Swift as the module `CLibPQ`.
// Install its headers with `apt install libpq-dev` (Debian, Ubuntu) or `brew install libpq`
// (keg-only: put $(brew --prefix libpq)/lib/pkgconfig on PKG_CONFIG_PATH).
#include <libpq-fe.h>
