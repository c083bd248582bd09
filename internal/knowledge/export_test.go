package knowledge

// ApplySchema lets tests run schema statements of their own through the same path as Migrate.
var ApplySchema = applySchema
