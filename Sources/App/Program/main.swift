import AppRoot

Entry.main()
