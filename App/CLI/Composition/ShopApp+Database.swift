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
        // Another file is a way out of every failure, even one that also says to wait.
        throw Refusal(
          message: error.message(naming: TypedText.shownLine(path)) + " " + source.fileAdvice,
          kind: .storage)
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
        throw Refusal(message: error.message + " " + source.databaseAdvice, kind: .storage)
      }
    }
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
