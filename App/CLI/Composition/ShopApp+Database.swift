import ShopData
import ShopDomain
import ShopPostgres
import ShopPresentation

extension ShopApp {
  /// Opens the database, SQLite or PostgreSQL, and the file that keeps this terminal's session
  /// token for it: the one place that decides which driver the repositories run on. Data's
  /// sentence says what failed; which flag picks another database is this front end's to add.
  static func open(_ storage: DatabaseLocation.Storage, environment: [String: String])
    throws(Refusal) -> (Dependencies, Wording.Database)
  {
    switch storage {
    case .sqlite(let path, let source):
      do throws(DatabaseError) {
        let opened = try SQLiteDatabase(path: path)
        let tokens = SessionFile(sqlite: path, environment: environment)
        return (
          .live(opened, sessionTokens: tokens),
          Wording.Database(name: TypedText.shownLine(path), source: source, isPostgres: false)
        )
      } catch {
        throw refusal(error, naming: TypedText.shownLine(path), source: source)
      }
    case .postgres(let url, let source):
      do throws(PostgresDatabaseError) {
        let opened = try QuietStandardError.during { () throws(PostgresDatabaseError) in
          try PostgresDatabase(url: url)
        }
        let tokens = SessionFile(postgres: opened.identity, environment: environment)
        return (
          .live(opened, sessionTokens: tokens),
          Wording.Database(name: opened.name, source: source, isPostgres: true)
        )
      } catch {
        throw refusal(error, source: source)
      }
    }
  }

  /// A database file that could not be opened: Data's sentence, then how to name another file
  /// when one would help (a busy file too, beside waiting), not when the system's SQLite is.
  static func refusal(
    _ error: DatabaseError, naming name: String, source: DatabaseLocation.Source
  ) -> Refusal {
    let advice = error.isAboutTheFile ? " " + source.fileAdvice : ""
    return Refusal(message: error.message(naming: name) + advice, kind: .storage)
  }

  /// A PostgreSQL database that could not be used: Data's sentence, then how to name another
  /// when one would help, not when the client library is missing.
  static func refusal(_ error: PostgresDatabaseError, source: DatabaseLocation.Source) -> Refusal {
    let advice = error.isAboutTheDatabase ? " " + source.databaseAdvice : ""
    return Refusal(message: error.message + advice, kind: .storage)
  }

  /// A new database gets the bundled catalog before its first command, so `shop` shows products
  /// on a fresh machine; `nil` when it has one, or has just been filled.
  static func fillEmptyCatalog(
    _ stores: StoreFactory, from feed: any CatalogFeed, _ output: Output
  ) async -> ExitCode? {
    do throws(CatalogError) {
      try await stores.fillEmptyCatalog(from: feed)()
      return nil
    } catch {
      return output.report(Failure(error))
    }
  }
}

extension Command {
  /// `catalog sync` brings its own feed; every other command first fills an empty catalog.
  var syncsCatalog: Bool {
    if case .catalogSync = self { return true }
    return false
  }
}
