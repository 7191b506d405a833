import BankUIApp

Entry.main()
