/// A field of a feed record that breaks a rule: which field, and what is wrong with it.
struct FeedFieldError: Error, Equatable {
  let field: String
  let reason: String
}
