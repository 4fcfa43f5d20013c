print("vellum")
